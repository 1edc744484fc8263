package dev.assistantmemory.store.jdbc;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.Update;

/**
 * One write statement with its named parameters, run alone, or sent with the writes that follow it
 * in one round trip ({@link #runAll}). PostgreSQL runs the statements of one composite statement in
 * order, each seeing the ones before, as if sent one by one, but the driver waits for the server
 * once; SQLite (in process, no round trip, and its driver runs only the first statement of a
 * string) runs them one by one.
 *
 * <p>Its SQL names each parameter once or more as {@code :name}, and holds no {@code ::} cast and
 * no colon in a literal: the composite renames the parameters of each part apart.
 */
record WriteStatement(String sql, List<Param> params) {
  /** A parameter, bound by its declared type (a null binds as that type's null). */
  record Param(String name, Object value, Class<?> type) {}

  private static final Pattern PARAMETER = Pattern.compile("(?<![:\\w]):(\\w+)");

  WriteStatement {
    params = List.copyOf(params);
  }

  static Builder of(String sql) {
    return new Builder(sql);
  }

  /** Collects a statement's parameters in order. */
  static final class Builder {
    private final String sql;
    private final List<Param> params = new ArrayList<>();

    private Builder(String sql) {
      this.sql = sql;
    }

    Builder bind(String name, String value) {
      params.add(new Param(name, value, String.class));
      return this;
    }

    Builder bind(String name, int value) {
      params.add(new Param(name, value, Integer.class));
      return this;
    }

    Builder bind(String name, boolean value) {
      params.add(new Param(name, value, Boolean.class));
      return this;
    }

    Builder bind(String name, byte[] value) {
      params.add(new Param(name, value, byte[].class));
      return this;
    }

    WriteStatement build() {
      return new WriteStatement(sql, params);
    }
  }

  /** Runs this statement alone; the number of rows it changed. */
  int run(Handle h) {
    return bound(h.createUpdate(sql), params, "").execute();
  }

  /**
   * Runs the statements in order: on PostgreSQL ({@code composite}) as one composite statement, one
   * round trip; else one by one.
   */
  static void runAll(Handle h, boolean composite, List<WriteStatement> writes) {
    if (!composite || writes.size() == 1) {
      writes.forEach(w -> w.run(h));
      return;
    }
    StringBuilder sql = new StringBuilder();
    for (int i = 0; i < writes.size(); i++) {
      String prefix = "w" + i + "_";
      if (i > 0) {
        sql.append(";\n");
      }
      Matcher m = PARAMETER.matcher(writes.get(i).sql());
      sql.append(m.replaceAll(r -> ":" + prefix + r.group(1)));
    }
    Update update = h.createUpdate(sql.toString());
    for (int i = 0; i < writes.size(); i++) {
      bound(update, writes.get(i).params(), "w" + i + "_");
    }
    update.execute();
  }

  private static Update bound(Update update, List<Param> params, String prefix) {
    for (Param p : params) {
      update.bindByType(prefix + p.name(), p.value(), p.type());
    }
    return update;
  }
}
