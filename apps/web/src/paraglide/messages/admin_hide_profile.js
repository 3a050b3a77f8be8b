/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hide_ProfileInputs */

const en_admin_hide_profile = /** @type {(inputs: Admin_Hide_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide profile`)
};

const ur_admin_hide_profile = /** @type {(inputs: Admin_Hide_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل چھپائیں`)
};

/**
* | output |
* | --- |
* | "Hide profile" |
*
* @param {Admin_Hide_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hide_profile = /** @type {((inputs?: Admin_Hide_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hide_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hide_profile(inputs)
	return en_admin_hide_profile(inputs)
});