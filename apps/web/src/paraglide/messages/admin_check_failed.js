/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_FailedInputs */

const en_admin_check_failed = /** @type {(inputs: Admin_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAILED`)
};

const ur_admin_check_failed = /** @type {(inputs: Admin_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ناکام`)
};

/**
* | output |
* | --- |
* | "FAILED" |
*
* @param {Admin_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_failed = /** @type {((inputs?: Admin_Check_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_failed(inputs)
	return en_admin_check_failed(inputs)
});