/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SuspensionInputs */

const en_admin_suspension = /** @type {(inputs: Admin_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension`)
};

const ur_admin_suspension = /** @type {(inputs: Admin_SuspensionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطلی`)
};

/**
* | output |
* | --- |
* | "Suspension" |
*
* @param {Admin_SuspensionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspension = /** @type {((inputs?: Admin_SuspensionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SuspensionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_suspension(inputs)
	return en_admin_suspension(inputs)
});