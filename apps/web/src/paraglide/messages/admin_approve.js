/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ApproveInputs */

const en_admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const ur_admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منظور کریں`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Admin_ApproveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_approve = /** @type {((inputs?: Admin_ApproveInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ApproveInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_approve(inputs)
	return en_admin_approve(inputs)
});