/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Nothing_On_HoldInputs */

const en_wallet_nothing_on_hold = /** @type {(inputs: Wallet_Nothing_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing on hold.`)
};

const ur_wallet_nothing_on_hold = /** @type {(inputs: Wallet_Nothing_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کوئی رقم روکی نہیں گئی۔`)
};

/**
* | output |
* | --- |
* | "Nothing on hold." |
*
* @param {Wallet_Nothing_On_HoldInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_nothing_on_hold = /** @type {((inputs?: Wallet_Nothing_On_HoldInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Nothing_On_HoldInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_nothing_on_hold(inputs)
	return en_wallet_nothing_on_hold(inputs)
});