package dev.assistantmemory.model;

import java.util.regex.Pattern;

/** Partition keys: opaque labels stored verbatim; new root content lands in the personal one. */
public final class Partitions {
  public static final String PERSONAL = "memory:personal";
  public static final Pattern KEY = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9._:@/-]*$");
  public static final int MAX_LENGTH = 200;

  private Partitions() {}
}
