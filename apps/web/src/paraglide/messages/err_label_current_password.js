/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_Current_PasswordInputs */

const en_err_label_current_password = /** @type {(inputs: Err_Label_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

const ur_err_label_current_password = /** @type {(inputs: Err_Label_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موجودہ پاس ورڈ`)
};

/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Err_Label_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_current_password = /** @type {((inputs?: Err_Label_Current_PasswordInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_Current_PasswordInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_current_password(inputs)
	return en_err_label_current_password(inputs)
});