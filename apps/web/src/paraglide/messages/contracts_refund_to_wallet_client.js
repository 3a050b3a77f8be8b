/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Refund_To_Wallet_ClientInputs */

const en_contracts_refund_to_wallet_client = /** @type {(inputs: Contracts_Refund_To_Wallet_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, added to the client’s wallet balance`)
};

const ur_contracts_refund_to_wallet_client = /** @type {(inputs: Contracts_Refund_To_Wallet_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، کلائنٹ کے والیٹ بیلنس میں شامل کیے گئے`)
};

/**
* | output |
* | --- |
* | ", added to the client’s wallet balance" |
*
* @param {Contracts_Refund_To_Wallet_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_to_wallet_client = /** @type {((inputs?: Contracts_Refund_To_Wallet_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Refund_To_Wallet_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refund_to_wallet_client(inputs)
	return en_contracts_refund_to_wallet_client(inputs)
});