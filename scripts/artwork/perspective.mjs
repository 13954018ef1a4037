// One-point perspective for street scenes: an alley between two walls, seen from eye level.

import { f, poly } from './svg.mjs';

export class Persp {
  /** vx, vy: vanishing point; F: focal length in drawing units. World: X right, Y down, z forward. */
  constructor(vx, vy, F) {
    this.vx = vx;
    this.vy = vy;
    this.F = F;
  }

  p(X, Y, z) {
    return [this.vx + (X * this.F) / z, this.vy + (Y * this.F) / z];
  }

  scale(z) {
    return this.F / z;
  }

  /** Polygon on the wall plane X = const; pts are [z, Y] pairs. */
  wall(X, pts) {
    return poly(pts.map(([z, Y]) => this.p(X, Y, z)));
  }

  /** Polygon on a horizontal plane Y = const; pts are [X, z] pairs. */
  flat(Y, pts) {
    return poly(pts.map(([X, z]) => this.p(X, Y, z)));
  }

  /** Polygon on the plane z = const (facing the viewer); pts are [X, Y]. */
  front(z, pts) {
    return poly(pts.map(([X, Y]) => this.p(X, Y, z)));
  }

  line(a, b) {
    const [x1, y1] = this.p(...a);
    const [x2, y2] = this.p(...b);
    return `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`;
  }
}
