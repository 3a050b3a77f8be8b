/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Payment_Moves_OnceInputs */

const en_admin_check_payment_moves_once = /** @type {(inputs: Admin_Check_Payment_Moves_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment's money came in once, when its provider confirmed it, and went back at most once`)
};

const ur_admin_check_payment_moves_once = /** @type {(inputs: Admin_Check_Payment_Moves_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کی رقم ایک ہی بار، فراہم کنندہ کی تصدیق پر، آئی اور زیادہ سے زیادہ ایک بار واپس گئی`)
};

/**
* | output |
* | --- |
* | "A payment's money came in once, when its provider confirmed it, and went back at most once" |
*
* @param {Admin_Check_Payment_Moves_OnceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_payment_moves_once = /** @type {((inputs?: Admin_Check_Payment_Moves_OnceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Payment_Moves_OnceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_payment_moves_once(inputs)
	return en_admin_check_payment_moves_once(inputs)
});