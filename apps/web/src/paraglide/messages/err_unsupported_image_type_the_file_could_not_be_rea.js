/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs */

const en_err_unsupported_image_type_the_file_could_not_be_rea = /** @type {(inputs: Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsupported image type: the file could not be read as an image`)
};

const ur_err_unsupported_image_type_the_file_could_not_be_rea = /** @type {(inputs: Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصویر کی یہ قسم قبول نہیں: فائل کو تصویر کے طور پر پڑھا نہیں جا سکا`)
};

/**
* | output |
* | --- |
* | "Unsupported image type: the file could not be read as an image" |
*
* @param {Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_unsupported_image_type_the_file_could_not_be_rea = /** @type {((inputs?: Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Unsupported_Image_Type_The_File_Could_Not_Be_ReaInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_unsupported_image_type_the_file_could_not_be_rea(inputs)
	return en_err_unsupported_image_type_the_file_could_not_be_rea(inputs)
});