/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_UnsuspendInputs */

const en_admin_unsuspend = /** @type {(inputs: Admin_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsuspend`)
};

const ur_admin_unsuspend = /** @type {(inputs: Admin_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معطلی ختم کریں`)
};

/**
* | output |
* | --- |
* | "Unsuspend" |
*
* @param {Admin_UnsuspendInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_unsuspend = /** @type {((inputs?: Admin_UnsuspendInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_UnsuspendInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_unsuspend(inputs)
	return en_admin_unsuspend(inputs)
});