/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Escrow_By_Contract_LabelInputs */

const en_wallet_escrow_by_contract_label = /** @type {(inputs: Wallet_Escrow_By_Contract_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrow by contract`)
};

const ur_wallet_escrow_by_contract_label = /** @type {(inputs: Wallet_Escrow_By_Contract_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ کے لحاظ سے ایسکرو`)
};

/**
* | output |
* | --- |
* | "Escrow by contract" |
*
* @param {Wallet_Escrow_By_Contract_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_escrow_by_contract_label = /** @type {((inputs?: Wallet_Escrow_By_Contract_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Escrow_By_Contract_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_escrow_by_contract_label(inputs)
	return en_wallet_escrow_by_contract_label(inputs)
});