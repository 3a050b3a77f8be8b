/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, fee: NonNullable<unknown>, net: NonNullable<unknown> }} Contracts_Fee_NoteInputs */

const en_contracts_fee_note = /** @type {(inputs: Contracts_Fee_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The platform fee of ${i?.percent}% (${i?.fee}) is taken from the freelancer's side when the milestone is released; the freelancer then receives ${i?.net}.`)
};

const ur_contracts_fee_note = /** @type {(inputs: Contracts_Fee_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% (${i?.fee}) پلیٹ فارم فیس مرحلہ جاری ہونے پر فری لانسر کی طرف سے کاٹی جاتی ہے؛ اس کے بعد فری لانسر کو ${i?.net} ملتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "The platform fee of {percent}% ({fee}) is taken from the freelancer's side when the milestone is released; the freelancer then receives {net}." |
*
* @param {Contracts_Fee_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fee_note = /** @type {((inputs: Contracts_Fee_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Fee_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_fee_note(inputs)
	return en_contracts_fee_note(inputs)
});