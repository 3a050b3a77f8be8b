/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Suspend_UserInputs */

const en_admin_suspend_user = /** @type {(inputs: Admin_Suspend_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend user`)
};

const ur_admin_suspend_user = /** @type {(inputs: Admin_Suspend_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صارف کو معطل کریں`)
};

/**
* | output |
* | --- |
* | "Suspend user" |
*
* @param {Admin_Suspend_UserInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspend_user = /** @type {((inputs?: Admin_Suspend_UserInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Suspend_UserInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_suspend_user(inputs)
	return en_admin_suspend_user(inputs)
});