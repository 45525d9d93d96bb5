// Codes of the two-level administrative list (src/server/services/geo): a province has two
// digits, a ward five. Plain zod: the address picker and the procedures share them.
import { z } from 'zod';

export const INVALID_AREA_MESSAGE = 'Vui lòng chọn tỉnh/thành phố và phường/xã';

export const provinceCodeSchema = z
  .string({ message: INVALID_AREA_MESSAGE })
  .refine((value) => /^\d{2}$/.test(value), {
    message: INVALID_AREA_MESSAGE,
    params: { key: 'area' },
  });
export const wardCodeSchema = z
  .string({ message: INVALID_AREA_MESSAGE })
  .refine((value) => /^\d{5}$/.test(value), {
    message: INVALID_AREA_MESSAGE,
    params: { key: 'area' },
  });

export const geoWardsInput = z.object({ provinceCode: provinceCodeSchema });
