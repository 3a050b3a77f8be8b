/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_HeadlineInputs */

const en_err_label_headline = /** @type {(inputs: Err_Label_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Headline`)
};

const ur_err_label_headline = /** @type {(inputs: Err_Label_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہیڈ لائن`)
};

/**
* | output |
* | --- |
* | "Headline" |
*
* @param {Err_Label_HeadlineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_headline = /** @type {((inputs?: Err_Label_HeadlineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_HeadlineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_headline(inputs)
	return en_err_label_headline(inputs)
});