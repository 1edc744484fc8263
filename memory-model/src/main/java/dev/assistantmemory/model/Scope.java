package dev.assistantmemory.model;

/** Personal memory is about the user; reference material (books, articles) never becomes so. */
public enum Scope {
  personal,
  reference
}
