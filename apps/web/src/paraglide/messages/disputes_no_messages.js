/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_No_MessagesInputs */

const en_disputes_no_messages = /** @type {(inputs: Disputes_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages between the parties.`)
};

const ur_disputes_no_messages = /** @type {(inputs: Disputes_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فریقین کے درمیان کوئی پیغام نہیں۔`)
};

/**
* | output |
* | --- |
* | "No messages between the parties." |
*
* @param {Disputes_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_no_messages = /** @type {((inputs?: Disputes_No_MessagesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_No_MessagesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_no_messages(inputs)
	return en_disputes_no_messages(inputs)
});