/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wallet_Statement_Not_FoundInputs */

const en_wallet_statement_not_found = /** @type {(inputs: Wallet_Statement_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statement not found`)
};

const ur_wallet_statement_not_found = /** @type {(inputs: Wallet_Statement_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسٹیٹمنٹ نہیں ملی`)
};

/**
* | output |
* | --- |
* | "Statement not found" |
*
* @param {Wallet_Statement_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_not_found = /** @type {((inputs?: Wallet_Statement_Not_FoundInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Wallet_Statement_Not_FoundInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_wallet_statement_not_found(inputs)
	return en_wallet_statement_not_found(inputs)
});