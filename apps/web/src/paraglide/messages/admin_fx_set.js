/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_SetInputs */

const en_admin_fx_set = /** @type {(inputs: Admin_Fx_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set today's rate`)
};

const ur_admin_fx_set = /** @type {(inputs: Admin_Fx_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آج کی شرح مقرر کریں`)
};

/**
* | output |
* | --- |
* | "Set today's rate" |
*
* @param {Admin_Fx_SetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_set = /** @type {((inputs?: Admin_Fx_SetInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_SetInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_set(inputs)
	return en_admin_fx_set(inputs)
});