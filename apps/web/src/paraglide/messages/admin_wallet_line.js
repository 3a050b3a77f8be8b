/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ currency: NonNullable<unknown>, available: NonNullable<unknown>, pending: NonNullable<unknown>, withdrawing: NonNullable<unknown> }} Admin_Wallet_LineInputs */

const en_admin_wallet_line = /** @type {(inputs: Admin_Wallet_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency}: available ${i?.available}, pending ${i?.pending}, withdrawing ${i?.withdrawing}`)
};

const ur_admin_wallet_line = /** @type {(inputs: Admin_Wallet_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.currency}: دستیاب ${i?.available}، زیرِ التوا ${i?.pending}، نکلوائی جا رہی ${i?.withdrawing}`)
};

/**
* | output |
* | --- |
* | "{currency}: available {available}, pending {pending}, withdrawing {withdrawing}" |
*
* @param {Admin_Wallet_LineInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_wallet_line = /** @type {((inputs: Admin_Wallet_LineInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Wallet_LineInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_wallet_line(inputs)
	return en_admin_wallet_line(inputs)
});