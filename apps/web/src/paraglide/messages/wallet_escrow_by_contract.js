/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Escrow_By_ContractInputs */

const en_wallet_escrow_by_contract = /** @type {(inputs: Wallet_Escrow_By_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In escrow by contract`)
};

const ur_wallet_escrow_by_contract = /** @type {(inputs: Wallet_Escrow_By_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ کے لحاظ سے ایسکرو`)
};

/**
* | output |
* | --- |
* | "In escrow by contract" |
*
* @param {Wallet_Escrow_By_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_escrow_by_contract = /** @type {((inputs?: Wallet_Escrow_By_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Escrow_By_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_escrow_by_contract(inputs)
	return en_wallet_escrow_by_contract(inputs)
});