'use strict';

const { EventEmitter } = require('events');

// Tokens added per interval.
const DEFAULT_RATE = 10;

/**
 * A token bucket.
 */
class RateLimiter extends EventEmitter {
  static create(options) {
    return new RateLimiter(options.rate, options.interval);
  }

  constructor(rate = DEFAULT_RATE, interval = 1000) {
    super();
    this.rate = rate;
    this.tokens = rate;
    this.timer = setInterval(() => {
      this.tokens = Math.min(this.rate, this.tokens + this.rate);
      this.emit('refill', this.tokens);
    }, interval);
  }

  tryRemove(count) {
    if (this.tokens < count) {
      return false;
    }
    this.tokens -= count;
    return true;
  }
}

function stop(limiter) {
  clearInterval(limiter.timer);
}

module.exports = {
  RateLimiter,
  stop,
};

module.exports.version = function version() {
  return '1.0.0';
};
