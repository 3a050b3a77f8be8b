/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_EmailInputs */

const en_err_label_email = /** @type {(inputs: Err_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const ur_err_label_email = /** @type {(inputs: Err_Label_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ای میل`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Err_Label_EmailInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_email = /** @type {((inputs?: Err_Label_EmailInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_EmailInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_email(inputs)
	return en_err_label_email(inputs)
});