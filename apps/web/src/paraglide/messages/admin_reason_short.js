/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reason_ShortInputs */

const en_admin_reason_short = /** @type {(inputs: Admin_Reason_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason must be at least 5 characters`)
};

const ur_admin_reason_short = /** @type {(inputs: Admin_Reason_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وجہ کم از کم 5 حروف کی ہونی چاہیے`)
};

/**
* | output |
* | --- |
* | "Reason must be at least 5 characters" |
*
* @param {Admin_Reason_ShortInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reason_short = /** @type {((inputs?: Admin_Reason_ShortInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reason_ShortInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reason_short(inputs)
	return en_admin_reason_short(inputs)
});