/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Back_HomeInputs */

const en_admin_back_home = /** @type {(inputs: Admin_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Home`)
};

const ur_admin_back_home = /** @type {(inputs: Admin_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہوم پر واپس جائیں`)
};

/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Admin_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_back_home = /** @type {((inputs?: Admin_Back_HomeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Back_HomeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_back_home(inputs)
	return en_admin_back_home(inputs)
});