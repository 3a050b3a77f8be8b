/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Reviews_Reply_HintInputs */

const en_reviews_reply_hint = /** @type {(inputs: Reviews_Reply_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length}/${i?.max} characters. Your reply is public and cannot be changed.`)
};

const ur_reviews_reply_hint = /** @type {(inputs: Reviews_Reply_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length}/${i?.max} حروف۔ آپ کا جواب سب کو نظر آئے گا اور بعد میں تبدیل نہیں ہو سکے گا۔`)
};

/**
* | output |
* | --- |
* | "{length}/{max} characters. Your reply is public and cannot be changed." |
*
* @param {Reviews_Reply_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_reply_hint = /** @type {((inputs: Reviews_Reply_HintInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Reply_HintInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_reviews_reply_hint(inputs)
	return en_reviews_reply_hint(inputs)
});