/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_TagInputs */

const en_err_label_tag = /** @type {(inputs: Err_Label_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

const ur_err_label_tag = /** @type {(inputs: Err_Label_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ٹیگ`)
};

/**
* | output |
* | --- |
* | "Tag" |
*
* @param {Err_Label_TagInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_tag = /** @type {((inputs?: Err_Label_TagInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_TagInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_tag(inputs)
	return en_err_label_tag(inputs)
});