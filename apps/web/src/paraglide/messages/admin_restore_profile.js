/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Restore_ProfileInputs */

const en_admin_restore_profile = /** @type {(inputs: Admin_Restore_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore profile`)
};

const ur_admin_restore_profile = /** @type {(inputs: Admin_Restore_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بحال کریں`)
};

/**
* | output |
* | --- |
* | "Restore profile" |
*
* @param {Admin_Restore_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_restore_profile = /** @type {((inputs?: Admin_Restore_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Restore_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_restore_profile(inputs)
	return en_admin_restore_profile(inputs)
});