/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Image_Must_Be_At_Most_5_MbInputs */

const en_err_image_must_be_at_most_5_mb = /** @type {(inputs: Err_Image_Must_Be_At_Most_5_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image must be at most 5 MB`)
};

const ur_err_image_must_be_at_most_5_mb = /** @type {(inputs: Err_Image_Must_Be_At_Most_5_MbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر زیادہ سے زیادہ 5 ایم بی کی ہو سکتی ہے`)
};

/**
* | output |
* | --- |
* | "Image must be at most 5 MB" |
*
* @param {Err_Image_Must_Be_At_Most_5_MbInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_image_must_be_at_most_5_mb = /** @type {((inputs?: Err_Image_Must_Be_At_Most_5_MbInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Image_Must_Be_At_Most_5_MbInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_image_must_be_at_most_5_mb(inputs)
	return en_err_image_must_be_at_most_5_mb(inputs)
});