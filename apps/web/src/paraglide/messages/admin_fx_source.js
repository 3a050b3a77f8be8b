/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_SourceInputs */

const en_admin_fx_source = /** @type {(inputs: Admin_Fx_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source`)
};

const ur_admin_fx_source = /** @type {(inputs: Admin_Fx_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ماخذ`)
};

/**
* | output |
* | --- |
* | "Source" |
*
* @param {Admin_Fx_SourceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_source = /** @type {((inputs?: Admin_Fx_SourceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_SourceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_source(inputs)
	return en_admin_fx_source(inputs)
});