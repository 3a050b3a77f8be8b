/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Disputes_Must_Add_UpInputs */

const en_disputes_must_add_up = /** @type {(inputs: Disputes_Must_Add_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The two amounts must add up to ${i?.amount}, the amount in escrow`)
};

const ur_disputes_must_add_up = /** @type {(inputs: Disputes_Must_Add_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دونوں رقوم کا مجموعہ ${i?.amount} ہونا چاہیے، جو ایسکرو میں موجود رقم ہے`)
};

/**
* | output |
* | --- |
* | "The two amounts must add up to {amount}, the amount in escrow" |
*
* @param {Disputes_Must_Add_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_must_add_up = /** @type {((inputs: Disputes_Must_Add_UpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Must_Add_UpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_must_add_up(inputs)
	return en_disputes_must_add_up(inputs)
});