/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, date: NonNullable<unknown> }} Reviews_Comment_HintInputs */

const en_reviews_comment_hint = /** @type {(inputs: Reviews_Comment_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} characters. Your review stays hidden until the other party reviews you or the window closes on ${i?.date}.`)
};

const ur_reviews_comment_hint = /** @type {(inputs: Reviews_Comment_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min}–${i?.max} حروف۔ آپ کا ریویو اس وقت تک پوشیدہ رہے گا جب تک دوسرا فریق آپ کا ریویو نہ لکھ دے، یا ${i?.date} کو ریویو کی مدت ختم نہ ہو جائے۔`)
};

/**
* | output |
* | --- |
* | "{min}–{max} characters. Your review stays hidden until the other party reviews you or the window closes on {date}." |
*
* @param {Reviews_Comment_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_comment_hint = /** @type {((inputs: Reviews_Comment_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Comment_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_comment_hint(inputs)
	return en_reviews_comment_hint(inputs)
});