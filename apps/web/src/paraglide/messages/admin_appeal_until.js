/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Appeal_UntilInputs */

const en_admin_appeal_until = /** @type {(inputs: Admin_Appeal_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Can appeal until`)
};

const ur_admin_appeal_until = /** @type {(inputs: Admin_Appeal_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپیل کی آخری تاریخ`)
};

/**
* | output |
* | --- |
* | "Can appeal until" |
*
* @param {Admin_Appeal_UntilInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_appeal_until = /** @type {((inputs?: Admin_Appeal_UntilInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Appeal_UntilInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_appeal_until(inputs)
	return en_admin_appeal_until(inputs)
});