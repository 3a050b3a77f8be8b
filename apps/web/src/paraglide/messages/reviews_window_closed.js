/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Window_ClosedInputs */

const en_reviews_window_closed = /** @type {(inputs: Reviews_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review window has closed.`)
};

const ur_reviews_window_closed = /** @type {(inputs: Reviews_Window_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ریویو لکھنے کی مدت ختم ہو چکی ہے۔`)
};

/**
* | output |
* | --- |
* | "The review window has closed." |
*
* @param {Reviews_Window_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_window_closed = /** @type {((inputs?: Reviews_Window_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Window_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_window_closed(inputs)
	return en_reviews_window_closed(inputs)
});