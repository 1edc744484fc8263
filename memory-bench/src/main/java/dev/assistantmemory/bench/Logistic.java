package dev.assistantmemory.bench;

/**
 * L2-regularised logistic regression fitted by Newton's method (iteratively reweighted least
 * squares) from zero weights: deterministic, no learning rate to tune. The bias (weight 0) is not
 * regularised.
 */
final class Logistic {
  static final int STEPS = 25;

  private Logistic() {}

  /** The bias and one weight per feature. */
  static double[] fit(double[][] x, boolean[] y, double lambda) {
    int d = x[0].length + 1;
    double[] w = new double[d];
    for (int step = 0; step < STEPS; step++) {
      double[] gradient = new double[d];
      double[][] hessian = new double[d][d];
      double[] row = new double[d];
      for (int n = 0; n < x.length; n++) {
        row[0] = 1;
        System.arraycopy(x[n], 0, row, 1, d - 1);
        double z = 0;
        for (int i = 0; i < d; i++) {
          z += w[i] * row[i];
        }
        double p = 1 / (1 + Math.exp(-z));
        double r = p - (y[n] ? 1 : 0);
        double s = p * (1 - p);
        for (int i = 0; i < d; i++) {
          gradient[i] += r * row[i];
          double si = s * row[i];
          if (si != 0) {
            for (int j = 0; j <= i; j++) {
              hessian[i][j] += si * row[j];
            }
          }
        }
      }
      for (int i = 1; i < d; i++) {
        gradient[i] += lambda * w[i];
        hessian[i][i] += lambda;
      }
      hessian[0][0] += 1e-9;
      double[] delta = solve(hessian, gradient);
      double change = 0;
      for (int i = 0; i < d; i++) {
        w[i] -= delta[i];
        change = Math.max(change, Math.abs(delta[i]));
      }
      if (change < 1e-8) {
        break;
      }
    }
    return w;
  }

  /** Solves {@code a x = b} for a symmetric positive definite {@code a} given by its lower half. */
  static double[] solve(double[][] a, double[] b) {
    int d = b.length;
    double[][] l = new double[d][d];
    for (int i = 0; i < d; i++) {
      for (int j = 0; j <= i; j++) {
        double sum = a[i][j];
        for (int k = 0; k < j; k++) {
          sum -= l[i][k] * l[j][k];
        }
        l[i][j] = i == j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / l[j][j];
      }
    }
    double[] y = new double[d];
    for (int i = 0; i < d; i++) {
      double sum = b[i];
      for (int k = 0; k < i; k++) {
        sum -= l[i][k] * y[k];
      }
      y[i] = sum / l[i][i];
    }
    double[] x = new double[d];
    for (int i = d - 1; i >= 0; i--) {
      double sum = y[i];
      for (int k = i + 1; k < d; k++) {
        sum -= l[k][i] * x[k];
      }
      x[i] = sum / l[i][i];
    }
    return x;
  }
}
