/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown>, source: NonNullable<unknown>, date: NonNullable<unknown> }} Admin_Fx_CurrentInputs */

const en_admin_fx_current = /** @type {(inputs: Admin_Fx_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rs ${i?.rate} per $1 · ${i?.source} · set ${i?.date}`)
};

const ur_admin_fx_current = /** @type {(inputs: Admin_Fx_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rs ${i?.rate} فی $1 · ${i?.source} · مقرر ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Rs {rate} per $1 · {source} · set {date}" |
*
* @param {Admin_Fx_CurrentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_current = /** @type {((inputs: Admin_Fx_CurrentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_CurrentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_current(inputs)
	return en_admin_fx_current(inputs)
});