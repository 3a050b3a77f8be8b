/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs */

const en_err_a_pakistani_iban_starts_with_pk_and_has_24_chara = /** @type {(inputs: Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Pakistani IBAN starts with PK and has 24 characters`)
};

const ur_err_a_pakistani_iban_starts_with_pk_and_has_24_chara = /** @type {(inputs: Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پاکستانی آئی بین PK سے شروع ہوتا ہے اور اس میں 24 حروف ہوتے ہیں`)
};

/**
* | output |
* | --- |
* | "A Pakistani IBAN starts with PK and has 24 characters" |
*
* @param {Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_a_pakistani_iban_starts_with_pk_and_has_24_chara = /** @type {((inputs?: Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_a_pakistani_iban_starts_with_pk_and_has_24_chara(inputs)
	return en_err_a_pakistani_iban_starts_with_pk_and_has_24_chara(inputs)
});