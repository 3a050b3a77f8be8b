/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Admin_Fx_StaleInputs */

const en_admin_fx_stale = /** @type {(inputs: Admin_Fx_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Older than ${i?.hours} hours: dollar withdrawals to rupee accounts are paused until you set today's rate.`)
};

const ur_admin_fx_stale = /** @type {(inputs: Admin_Fx_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} گھنٹے سے پرانی: آج کی شرح مقرر ہونے تک روپے کے اکاؤنٹس میں ڈالر کی نکاسی رکی ہوئی ہے۔`)
};

/**
* | output |
* | --- |
* | "Older than {hours} hours: dollar withdrawals to rupee accounts are paused until you set today's rate." |
*
* @param {Admin_Fx_StaleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_stale = /** @type {((inputs: Admin_Fx_StaleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_StaleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_stale(inputs)
	return en_admin_fx_stale(inputs)
});