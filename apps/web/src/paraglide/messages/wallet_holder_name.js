/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Holder_NameInputs */

const en_wallet_holder_name = /** @type {(inputs: Wallet_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account holder's name`)
};

const ur_wallet_holder_name = /** @type {(inputs: Wallet_Holder_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اکاؤنٹ ہولڈر کا نام`)
};

/**
* | output |
* | --- |
* | "Account holder's name" |
*
* @param {Wallet_Holder_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_holder_name = /** @type {((inputs?: Wallet_Holder_NameInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Holder_NameInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_holder_name(inputs)
	return en_wallet_holder_name(inputs)
});