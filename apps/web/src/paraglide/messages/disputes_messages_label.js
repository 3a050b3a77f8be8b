/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Messages_LabelInputs */

const en_disputes_messages_label = /** @type {(inputs: Disputes_Messages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages between the parties`)
};

const ur_disputes_messages_label = /** @type {(inputs: Disputes_Messages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فریقین کے درمیان پیغامات`)
};

/**
* | output |
* | --- |
* | "Messages between the parties" |
*
* @param {Disputes_Messages_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_messages_label = /** @type {((inputs?: Disputes_Messages_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Messages_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_messages_label(inputs)
	return en_disputes_messages_label(inputs)
});