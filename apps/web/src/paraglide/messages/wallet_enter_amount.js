/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Enter_AmountInputs */

const en_wallet_enter_amount = /** @type {(inputs: Wallet_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount such as 25.00`)
};

const ur_wallet_enter_amount = /** @type {(inputs: Wallet_Enter_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم لکھیں، مثلاً 25.00`)
};

/**
* | output |
* | --- |
* | "Enter an amount such as 25.00" |
*
* @param {Wallet_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_enter_amount = /** @type {((inputs?: Wallet_Enter_AmountInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Enter_AmountInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_enter_amount(inputs)
	return en_wallet_enter_amount(inputs)
});