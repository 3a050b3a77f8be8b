/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Last_NameInputs */

const en_err_label_last_name = /** @type {(inputs: Err_Label_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

const ur_err_label_last_name = /** @type {(inputs: Err_Label_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخری نام`)
};

/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Err_Label_Last_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_last_name = /** @type {((inputs?: Err_Label_Last_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Last_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_last_name(inputs)
	return en_err_label_last_name(inputs)
});