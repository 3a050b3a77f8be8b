/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_DismissInputs */

const en_admin_dismiss = /** @type {(inputs: Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const ur_admin_dismiss = /** @type {(inputs: Admin_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نظر انداز کریں`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Admin_DismissInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_dismiss = /** @type {((inputs?: Admin_DismissInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_DismissInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_dismiss(inputs)
	return en_admin_dismiss(inputs)
});