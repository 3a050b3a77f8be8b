/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_PassedInputs */

const en_admin_check_passed = /** @type {(inputs: Admin_Check_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OK`)
};

const ur_admin_check_passed = /** @type {(inputs: Admin_Check_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درست`)
};

/**
* | output |
* | --- |
* | "OK" |
*
* @param {Admin_Check_PassedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_passed = /** @type {((inputs?: Admin_Check_PassedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_PassedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_passed(inputs)
	return en_admin_check_passed(inputs)
});