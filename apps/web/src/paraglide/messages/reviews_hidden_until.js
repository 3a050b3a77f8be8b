/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Reviews_Hidden_UntilInputs */

const en_reviews_hidden_until = /** @type {(inputs: Reviews_Hidden_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hidden until the other party reviews you or ${i?.date}`)
};

const ur_reviews_hidden_until = /** @type {(inputs: Reviews_Hidden_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`پوشیدہ: جب تک دوسرا فریق آپ کا ریویو نہ لکھ دے، یا ${i?.date} تک`)
};

/**
* | output |
* | --- |
* | "Hidden until the other party reviews you or {date}" |
*
* @param {Reviews_Hidden_UntilInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_hidden_until = /** @type {((inputs: Reviews_Hidden_UntilInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Hidden_UntilInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_hidden_until(inputs)
	return en_reviews_hidden_until(inputs)
});