/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Client_NoteInputs */

const en_profedit_client_note = /** @type {(inputs: Profedit_Client_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public profiles are for freelancer accounts; client accounts cannot publish one.`)
};

const ur_profedit_client_note = /** @type {(inputs: Profedit_Client_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عوامی پروفائل صرف فری لانسر اکاؤنٹس کے لیے ہیں؛ کلائنٹ اکاؤنٹس پروفائل شائع نہیں کر سکتے۔`)
};

/**
* | output |
* | --- |
* | "Public profiles are for freelancer accounts; client accounts cannot publish one." |
*
* @param {Profedit_Client_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_client_note = /** @type {((inputs?: Profedit_Client_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Client_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_client_note(inputs)
	return en_profedit_client_note(inputs)
});