/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_NameInputs */

const en_err_label_name = /** @type {(inputs: Err_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const ur_err_label_name = /** @type {(inputs: Err_Label_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نام`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Err_Label_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_name = /** @type {((inputs?: Err_Label_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_name(inputs)
	return en_err_label_name(inputs)
});