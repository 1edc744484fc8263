package dev.assistantmemory.core.metric;

/** A trend or a mover's direction; {@code flat} within 1 %. */
public enum Direction {
  up,
  down,
  flat
}
