/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_EasypaisaInputs */

const en_err_label_easypaisa = /** @type {(inputs: Err_Label_EasypaisaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Easypaisa`)
};

const ur_err_label_easypaisa = /** @type {(inputs: Err_Label_EasypaisaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایزی پیسہ`)
};

/**
* | output |
* | --- |
* | "Easypaisa" |
*
* @param {Err_Label_EasypaisaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_easypaisa = /** @type {((inputs?: Err_Label_EasypaisaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_EasypaisaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_easypaisa(inputs)
	return en_err_label_easypaisa(inputs)
});