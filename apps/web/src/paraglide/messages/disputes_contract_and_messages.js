/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Disputes_Contract_And_MessagesInputs */

const en_disputes_contract_and_messages = /** @type {(inputs: Disputes_Contract_And_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contract and messages between the parties (${i?.count})`)
};

const ur_disputes_contract_and_messages = /** @type {(inputs: Disputes_Contract_And_MessagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ اور فریقین کے درمیان پیغامات (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Contract and messages between the parties ({count})" |
*
* @param {Disputes_Contract_And_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_contract_and_messages = /** @type {((inputs: Disputes_Contract_And_MessagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Contract_And_MessagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_contract_and_messages(inputs)
	return en_disputes_contract_and_messages(inputs)
});