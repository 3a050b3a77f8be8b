/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_WalletInputs */

const en_admin_wallet = /** @type {(inputs: Admin_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wallet`)
};

const ur_admin_wallet = /** @type {(inputs: Admin_WalletInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`والیٹ`)
};

/**
* | output |
* | --- |
* | "Wallet" |
*
* @param {Admin_WalletInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_wallet = /** @type {((inputs?: Admin_WalletInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_WalletInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_wallet(inputs)
	return en_admin_wallet(inputs)
});