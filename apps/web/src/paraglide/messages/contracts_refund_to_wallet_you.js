/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Refund_To_Wallet_YouInputs */

const en_contracts_refund_to_wallet_you = /** @type {(inputs: Contracts_Refund_To_Wallet_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, added to your wallet balance`)
};

const ur_contracts_refund_to_wallet_you = /** @type {(inputs: Contracts_Refund_To_Wallet_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، آپ کے والیٹ بیلنس میں شامل کیے گئے`)
};

/**
* | output |
* | --- |
* | ", added to your wallet balance" |
*
* @param {Contracts_Refund_To_Wallet_YouInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_to_wallet_you = /** @type {((inputs?: Contracts_Refund_To_Wallet_YouInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Refund_To_Wallet_YouInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_refund_to_wallet_you(inputs)
	return en_contracts_refund_to_wallet_you(inputs)
});